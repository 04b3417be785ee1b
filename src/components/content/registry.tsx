// The React side of the components content may use (their props: src/model/contentComponents.ts).
// The renderer (src/node/renderMdx.ts) renders a component's content as Markdown first and hands it
// in as `slots`, then renders the component once, at build time, with renderToStaticMarkup.
import React, { type ReactElement, type ReactNode } from 'react';
import type { ComponentProps, ComponentSlot, ContentComponentName } from '../../model/contentComponents';
import { getUrlFromPath } from '../../model/url';
import { RELEASES_PAGE_PATH } from '../../model/releasesPage';
import Badge from './Badge/Badge';
import Deprecated from './Deprecated/Deprecated';
import Tabs from './Tabs/Tabs';
import PackageManagers from './PackageManagers/PackageManagers';
import ReleaseRange from './ReleaseRange/ReleaseRange';
import ConfigChecker from './ConfigChecker/ConfigChecker';

export interface RenderInput {
  props: ComponentProps;
  /** The slots of getComponentSlots, with their content rendered. */
  slots: ReadonlyArray<Omit<ComponentSlot, 'children'> & { content: ReactNode }>;
  /** Unique in the page, for ids. */
  id: string;
  /** The 5.x minor releases of the webpack history, newest first. */
  versions: string[];
  /** The upgrade planner's inline script (src/head/releaseRangePage.ts), asked for only by <ReleaseRange>. */
  releaseRangeScript: () => string;
  /** The configuration checker's inline script (src/head/configCheckerPage.ts), asked for only by <ConfigChecker>. */
  configCheckerScript: () => string;
}

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

/** <Tab> has no entry: it is rendered by its <Tabs>, and the content check refuses it elsewhere. */
export const CONTENT_COMPONENT_RENDERERS: Record<Exclude<ContentComponentName, 'Tab'>, (input: RenderInput) => ReactElement> = {
  Badge: ({ props }) => <Badge since={text(props.since)} text={text(props.text)} />,
  Deprecated: ({ props, slots }) => <Deprecated since={String(props.since)}>{slots[0]?.content}</Deprecated>,
  Tabs: ({ slots, id }) => <Tabs id={id} items={slots.map(({ label, content }) => ({ label: label ?? '', content }))} />,
  ReleaseRange: ({ versions, releaseRangeScript }) => <ReleaseRange versions={versions} action={getUrlFromPath(RELEASES_PAGE_PATH)} script={releaseRangeScript()} />,
  ConfigChecker: ({ versions, configCheckerScript }) => <ConfigChecker versions={versions} script={configCheckerScript()} />,
  PackageManagers: ({ props, slots, id }) => (
    <PackageManagers id={id} pkg={String(props.pkg)} dev={props.dev === true} commands={slots.map(({ content }) => content)} />
  ),
};
