import React from 'react';
import { getContentStyles } from '../contentStyles';

const styles = getContentStyles('ReleaseSelect', ['select'] as const);

interface ReleaseSelectProps {
  name: string;
  /** The 5.x minor releases, newest first: ["5.113", …, "5.0"]; the newest is chosen and marked "(latest)". */
  versions: string[];
}

/** A select of webpack's minor releases, newest first, for the forms of the upgrade planner and the configuration checker. */
export default function ReleaseSelect({ name, versions }: ReleaseSelectProps) {
  const [latest] = versions;
  return (
    <select className={styles.select} name={name} defaultValue={latest}>
      {versions.map((version) => (
        <option key={version} value={version}>
          {version === latest ? `${version} (latest)` : version}
        </option>
      ))}
    </select>
  );
}
