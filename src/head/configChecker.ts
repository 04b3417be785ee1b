// The configuration checker's page script (/configuration/checker/), before and without the app:
// it enables the form's button, and when the reader starts to use the form (focus, paste, a press)
// it reads the build's manifest and starts the checker's worker, which reads the configuration
// and runs webpack's validation off the main thread. A check that takes longer than
// CONFIG_CHECK_TIMEOUT_MS is stopped with the worker, so no paste can hang the page. Results are
// built with DOM methods (the reader's text is only ever set as text). Run by the page's own
// inline script (configCheckerPage.ts), or by the app after a client-side navigation to the page
// (src/browser/configChecker.ts).
import {
  CONFIG_CHECK_TIMEOUT_MS,
  CONFIG_CHECKER_ATTRIBUTE,
  CONFIG_CHECKER_MANIFEST_URL,
  CONFIG_CHECKER_RESULTS_ATTRIBUTE,
  CONFIG_CHECKER_READY_TEXT,
  CONFIG_CHECKER_STATUS_ATTRIBUTE,
  type CheckResponse,
  type ConfigCheckerManifest,
} from '../model/configCheckerMessages';
import { READER_VERSION_KEY } from '../model/readerVersion';

type Checked = Extract<CheckResponse, { ok: true }>;

const WRAPPER = `[${CONFIG_CHECKER_ATTRIBUTE}]`;

interface Running {
  worker: Worker;
  manifest: ConfigCheckerManifest;
  /** The option data's text, fetched here (see CheckRequest). */
  options: Promise<string>;
}

/** "a `b` c" -> [text "a ", <code>b</code>, text " c"]: the Markdown code spans of a note. */
function withCode(doc: Document, text: string): Node[] {
  return text.split('`').map((part, index) => {
    if (index % 2 === 0) return doc.createTextNode(part);
    const code = doc.createElement('code');
    code.textContent = part;
    return code;
  });
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function describeResult(result: Checked, version: string): string {
  const webpack = result.webpack.replace(/\.\d+$/, '');
  const options = result.configs.reduce((sum, config) => sum + config.rows.filter((row) => row.option).length, 0);
  const marked = result.configs.reduce((sum, config) => sum + config.rows.filter((row) => row.marks.length).length, 0);
  const problems = result.problems.length;
  const skipped = result.configs.map((config, index) => ({ index, reason: config.skipsValidation })).filter((config) => config.reason);
  let verdict: string;
  if (skipped.length === result.configs.length) {
    verdict = `webpack ${webpack} does not validate ${result.configs.length === 1 ? 'this configuration' : 'these configurations'}: ${skipped.map(({ reason }) => reason).filter((reason, at, all) => all.indexOf(reason) === at).join('; ')}.`;
  } else {
    verdict = result.errors ? `webpack ${webpack} refuses this configuration: ${problems} problem${problems === 1 ? '' : 's'}.` : `webpack ${webpack} accepts this configuration.`;
    for (const { index, reason } of skipped) verdict += ` It does not validate configuration ${index}: ${reason}.`;
  }
  return `${verdict} ${options} option${options === 1 ? '' : 's'} read, ${marked} with a note for webpack ${version}.`;
}

function renderResults(doc: Document, target: HTMLElement, result: Checked, version: string): void {
  // The verdict is the status line's (finish); the results hold what it is made of.
  const parts: Node[] = [];
  if (result.errors) {
    parts.push(element(doc, 'h3', `What webpack ${result.webpack} says`));
    parts.push(element(doc, 'p', result.errors.split('\n')[0]));
    const list = element(doc, 'ol', undefined, { 'data-problems': '' });
    for (const problem of result.problems) {
      const item = element(doc, 'li');
      if (problem.line) item.append(element(doc, 'p', `Line ${problem.line}`));
      item.append(element(doc, 'pre', problem.text));
      list.append(item);
    }
    parts.push(list);
  }
  result.configs.forEach((config, index) => {
    const several = result.configs.length > 1;
    parts.push(element(doc, 'h3', several ? `Configuration ${index}: its options` : 'The options it sets'));
    if (config.skipsValidation) parts.push(element(doc, 'p', `Not validated by webpack: ${config.skipsValidation}. A mistake in it shows only when webpack comes to use that option, if ever.`));
    if (!config.rows.length) {
      parts.push(element(doc, 'p', 'It sets no option the checker could read.'));
      return;
    }
    const table = element(doc, 'table');
    table.append(element(doc, 'caption', `Defaults are those of mode ${config.mode}${config.mode === 'production' ? ' (the mode webpack uses when none is set)' : ''}; notes are for webpack ${version}.`));
    const head = element(doc, 'tr');
    for (const title of ['Option', 'Line', 'Value', 'Default', 'Notes']) head.append(element(doc, 'th', title, { scope: 'col' }));
    const thead = element(doc, 'thead');
    thead.append(head);
    table.append(thead);
    const body = element(doc, 'tbody');
    for (const row of config.rows) {
      const tr = element(doc, 'tr');
      const option = element(doc, 'td');
      const code = element(doc, 'code', row.path);
      if (row.url) {
        const link = element(doc, 'a', undefined, { href: row.url });
        link.append(code);
        option.append(link);
      } else option.append(code);
      const notes = element(doc, 'td');
      row.marks.forEach((mark, markIndex) => notes.append(markIndex ? '; ' : '', mark));
      if (row.replacement) notes.append(row.marks.length ? ': ' : '', ...withCode(doc, row.replacement));
      tr.append(option, element(doc, 'td', row.line ? String(row.line) : ''), element(doc, 'td', row.value), element(doc, 'td', row.defaultValue ?? ''), notes);
      if (!row.option) tr.setAttribute('data-problem', '');
      body.append(tr);
    }
    table.append(body);
    // Scrolls on its own on a narrow screen, with the keyboard too.
    const scroller = element(doc, 'div', undefined, { 'data-table-scroll': '', tabindex: '0', role: 'region', 'aria-label': several ? `Options of configuration ${index}` : 'Options the configuration sets' });
    scroller.append(table);
    parts.push(scroller);
  });
  if (result.opaque.length) {
    parts.push(element(doc, 'h3', 'Not checked: values only running the configuration gives'));
    const list = element(doc, 'ul');
    for (const value of result.opaque) {
      const item = element(doc, 'li');
      item.append(element(doc, 'code', value.path || '(the configuration)'), `${value.line ? ` (line ${value.line})` : ''}: ${value.kind}`);
      list.append(item);
    }
    parts.push(list);
  }
  parts.push(element(doc, 'p', `Read as ${result.foundAs}. Read in ${result.timings.read} ms, listed in ${result.timings.list} ms, validated in ${result.timings.validate} ms.`, { 'data-timings': '' }));
  target.replaceChildren(...parts);
}

function readStoredVersion(): string | null {
  try {
    return localStorage.getItem(READER_VERSION_KEY);
  } catch {
    return null;
  }
}

export function installConfigChecker(): void {
  const doc = document;
  let running: Promise<Running> | null = null;
  let next = 1;
  let pending: { id: number; timer: number; form: HTMLFormElement } | null = null;
  /** The last check's source, so a change of version can check it again. */
  let checked: string | null = null;

  const parts = (form: HTMLFormElement) => {
    const wrapper = form.closest<HTMLElement>(WRAPPER)!;
    return {
      source: form.elements.namedItem('source') as HTMLTextAreaElement,
      version: form.elements.namedItem('version') as HTMLSelectElement,
      button: form.querySelector('button')!,
      status: wrapper.querySelector<HTMLElement>(`[${CONFIG_CHECKER_STATUS_ATTRIBUTE}]`)!,
      results: wrapper.querySelector<HTMLElement>(`[${CONFIG_CHECKER_RESULTS_ATTRIBUTE}]`)!,
    };
  };

  const stop = () => {
    running?.then(({ worker }) => worker.terminate()).catch(() => undefined);
    running = null;
  };

  /** Ends a check: the status line says how it went, marked for its style as `outcome`. */
  const finish = (form: HTMLFormElement, say: string, outcome: 'accepted' | 'refused' | 'problem') => {
    const { status, button } = parts(form);
    if (pending) clearTimeout(pending.timer);
    pending = null;
    status.textContent = say;
    status.setAttribute('data-outcome', outcome);
    button.disabled = false;
    form.removeAttribute('aria-busy');
  };

  const start = (): Promise<Running> => {
    running ??= fetch(CONFIG_CHECKER_MANIFEST_URL)
      .then((response) => {
        if (!response.ok) throw new Error(`${CONFIG_CHECKER_MANIFEST_URL} answered ${response.status}`);
        return response.json() as Promise<ConfigCheckerManifest>;
      })
      .then((manifest) => {
        const worker = new Worker(manifest.worker);
        worker.onmessage = ({ data }: MessageEvent<CheckResponse>) => {
          if (!pending || data.id !== pending.id) return;
          const { form } = pending;
          const { results, version } = parts(form);
          if (data.ok) {
            renderResults(doc, results, data, version.value);
            finish(form, describeResult(data, version.value), data.errors ? 'refused' : 'accepted');
          } else {
            results.replaceChildren();
            finish(form, data.message, 'problem');
          }
        };
        worker.onerror = (event) => {
          event.preventDefault();
          if (pending) {
            parts(pending.form).results.replaceChildren(element(doc, 'p', 'The checker could not run: its script could not be loaded (offline, before this page’s section was saved?) or it stopped with an error.', { 'data-problem': '' }));
            finish(pending.form, 'The checker could not run.', 'problem');
          }
          stop();
        };
        const options = fetch(manifest.options).then((response) => {
          if (!response.ok) throw new Error(`${manifest.options} answered ${response.status}`);
          return response.text();
        });
        return { worker, manifest, options };
      });
    running.catch(() => (running = null));
    return running;
  };

  const check = (form: HTMLFormElement) => {
    const { source, version, button, status, results } = parts(form);
    if (pending) clearTimeout(pending.timer);
    const id = next++;
    checked = source.value;
    button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    status.textContent = 'Checking…';
    status.removeAttribute('data-outcome');
    const timer = window.setTimeout(() => {
      stop();
      results.replaceChildren(element(doc, 'p', `The check took longer than ${CONFIG_CHECK_TIMEOUT_MS / 1000} s and was stopped. Paste the configuration without what it does not need, and check again.`, { 'data-problem': '' }));
      finish(form, 'The check was stopped.', 'problem');
    }, CONFIG_CHECK_TIMEOUT_MS);
    pending = { id, timer, form };
    start()
      .then(({ worker, manifest, options }) => options.then((text) => worker.postMessage({ id, source: source.value, version: version.value, options: { url: manifest.options, text } })))
      .catch(() => {
        if (pending?.id !== id) return;
        results.replaceChildren(element(doc, 'p', 'The checker could not be loaded. Offline, it works once this page’s section is saved for offline reading, or after one check made online.', { 'data-problem': '' }));
        finish(form, 'The checker could not be loaded.', 'problem');
      });
  };

  const formOf = (target: EventTarget | null): HTMLFormElement | null => {
    const form = target instanceof Element ? (target.closest('form') as HTMLFormElement | null) : null;
    return form && form.closest(WRAPPER) ? form : null;
  };

  /** The button works and the version is the reader's, in every checker of `scope`. */
  const sync = (scope: ParentNode) => {
    const stored = readStoredVersion();
    for (const form of Array.from(scope.querySelectorAll<HTMLFormElement>(`${WRAPPER} form`))) {
      const { button, version, status } = parts(form);
      if (button.disabled && !pending) {
        button.disabled = false;
        status.textContent = CONFIG_CHECKER_READY_TEXT;
      }
      if (stored && Array.from(version.options).some((option) => option.value === stored)) version.value = stored;
    }
  };

  doc.addEventListener('submit', (event) => {
    const form = formOf(event.target);
    if (!form) return;
    event.preventDefault();
    check(form);
  });
  // Loads the worker while the reader pastes: by the press it has started.
  doc.addEventListener('focusin', (event) => {
    if (formOf(event.target) && (event.target as Element).matches('textarea')) start().catch(() => undefined);
  });
  doc.addEventListener('keydown', (event) => {
    const form = formOf(event.target);
    if (form && event.key === 'Enter' && (event.ctrlKey || event.metaKey) && (event.target as Element).matches('textarea')) {
      event.preventDefault();
      check(form);
    }
  });
  doc.addEventListener('change', (event) => {
    const form = formOf(event.target);
    if (form && (event.target as Element).matches('select') && checked !== null && parts(form).source.value === checked) check(form);
  });
  window.__configChecker = { sync };
  sync(doc);
}

declare global {
  interface Window {
    __configChecker?: { sync: (scope: ParentNode) => void };
  }
}
