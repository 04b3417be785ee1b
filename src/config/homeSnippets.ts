/** The two steps on the home page: a module and its import, then the build command. */
export const HOME_SNIPPETS = {
  writeYourCode: [
    {
      file: 'src/index.js',
      language: 'js',
      code: `import bar from './bar.js';

bar();`,
    },
    {
      file: 'src/bar.js',
      language: 'js',
      code: `export default function bar() {
  console.log('Hello from a bundled module!');
}`,
    },
  ],
  bundleIt: [
    {
      file: 'Terminal',
      language: 'bash',
      code: 'npx webpack',
    },
  ],
} as const;

export type HomeSnippetGroup = keyof typeof HOME_SNIPPETS;
