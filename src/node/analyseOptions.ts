// What the analysis of a content file reads besides the file, the same for the checks and the
// render: webpack's history and messages, its error classes and its defaults by mode.
import type { AnalyseOptions } from '../model/contentFile';
import { loadDeprecationMessages, loadWebpackHistory } from './webpackHistory';
import { loadWebpackErrorClasses } from './webpackErrors';
import { linkOptionPath, loadModeDefaults, loadTargetDefaults } from './modeDefaults';

export function getAnalyseOptions(): Required<Pick<AnalyseOptions, 'history' | 'deprecationMessages' | 'errorClasses' | 'modeDefaults' | 'targetDefaults'>> {
  return {
    history: loadWebpackHistory(),
    deprecationMessages: loadDeprecationMessages(),
    errorClasses: loadWebpackErrorClasses(),
    modeDefaults: { rows: loadModeDefaults(), linkFor: linkOptionPath },
    targetDefaults: { rows: loadTargetDefaults(), linkFor: linkOptionPath },
  };
}
