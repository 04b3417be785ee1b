import React from 'react';

interface State {
  failed: boolean;
}

/** If a page's content cannot be loaded or rendered, say so and offer a retry. */
export default class ContentErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="content-error">
        <p>Error loading content.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  }
}
