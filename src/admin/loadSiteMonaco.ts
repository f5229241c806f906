import { loader } from '@monaco-editor/react'
import { monacoPath } from './monacoPath'

let loading: Promise<void> | undefined

/**
 * Loads Monaco from the site itself (src/app/(payload)/monaco-editor) and leaves it on `window.monaco`,
 * once per page. Payload's code editor carries its own copy of @monaco-editor/loader, set to fetch Monaco
 * from a CDN, which the admin's policy blocks (scripts from the site only); that copy uses an instance
 * already on `window.monaco` instead, so an editor drawn after this has resolved never asks the CDN.
 */
export function loadSiteMonaco(): Promise<void> {
  loading ??= (async () => {
    loader.config({ paths: { vs: monacoPath } })
    const monaco = await loader.init()
    const page = window as Window & { monaco?: unknown; MonacoEnvironment?: { getWorker: () => Worker } }
    // Monaco starts its language workers from blob: addresses, which the policy refuses (workers come from
    // the site only): the admin's JSON is small and read-only, so Monaco runs that code in the page instead.
    page.MonacoEnvironment = {
      getWorker: () => {
        throw new Error('Monaco runs without workers in the admin.')
      },
    }
    page.monaco = monaco
  })()
  return loading
}
