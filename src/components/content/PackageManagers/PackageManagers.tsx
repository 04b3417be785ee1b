import React, { type ReactNode } from 'react';
import { getInstallCommands } from '../../../model/contentComponents';
import Tabs from '../Tabs/Tabs';
import { getContentStyles } from '../contentStyles';

const styles = getContentStyles('PackageManagers', ['packageManagers'] as const);

interface PackageManagersProps {
  id: string;
  /** The packages to install, separated by spaces: "css-loader style-loader". */
  pkg: string;
  /** Install as development dependencies. */
  dev?: boolean;
  /** The code block of each command (npm, yarn, pnpm), rendered by the Markdown pipeline. */
  commands: readonly ReactNode[];
}

/** npm / yarn / pnpm install commands as tabs; the reader's package manager is remembered. */
export default function PackageManagers({ id, pkg, dev, commands }: PackageManagersProps) {
  const items = getInstallCommands({ pkg, dev: Boolean(dev) }).map(({ label }, index) => ({ label, content: commands[index] }));
  return <Tabs id={id} items={items} className={styles.packageManagers} />;
}
