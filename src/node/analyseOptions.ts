// What the analysis of a content file reads besides the file, the same for the checks and the
// render: webpack's history and messages, its error classes, its defaults by mode and its classes' members.
import type { AnalyseOptions } from '../model/contentFile';
import { loadDeprecationMessages, loadWebpackHistory } from './webpackHistory';
import { loadWebpackErrorClasses } from './webpackErrors';
import { loadReferenceClasses } from './classMembers';
import { linkOptionPath, loadModeDefaults, loadTargetDefaults } from './modeDefaults';

export function getAnalyseOptions(): Required<Pick<AnalyseOptions, 'history' | 'deprecationMessages' | 'errorClasses' | 'modeDefaults' | 'targetDefaults' | 'classes'>> {
  return {
    history: loadWebpackHistory(),
    deprecationMessages: loadDeprecationMessages(),
    errorClasses: loadWebpackErrorClasses(),
    modeDefaults: { rows: loadModeDefaults(), linkFor: linkOptionPath },
    targetDefaults: { rows: loadTargetDefaults(), linkFor: linkOptionPath },
    classes: loadReferenceClasses(),
  };
}
