/** Where the site serves Monaco's files (the `min/vs` folder of the monaco-editor package). */
export const monacoPath = '/monaco-editor/vs'
