// CSS Modules: Gatsby 5 exports each class name as a named export.
declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export = classes;
}
