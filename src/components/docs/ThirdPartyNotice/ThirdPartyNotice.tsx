import React from 'react';

/** Shown on pages of packages maintained outside the webpack core team. */
export default function ThirdPartyNotice() {
  return (
    <aside className="callout callout-warning" role="note" aria-label="Third-party package">
      <strong>Third-party package: </strong>
      this package is maintained outside the webpack core team. Report issues and ask questions in its own repository.
    </aside>
  );
}
