import { rm } from 'node:fs/promises'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCacheModule.default

/**
 * Next's own file-system cache, except for one thing: a page rendered as a 404 is never written to disk.
 * Pages and projects are prerendered and kept (a page published after the build is rendered once and
 * kept), but Next would also keep every address that turned out to be no page, so random addresses
 * would fill the disk. Such an answer lives in the bounded memory cache only, and any earlier files of
 * that address (a page since unpublished) are removed. The build's own 404 page is written as usual.
 */
export default class CacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (!isNotFoundPage(key, data)) return super.set(key, data, ctx)
    FileSystemCache.memoryCache?.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx.cacheControl })
    const html = this.getFilePath(`${key}.html`, 'APP_PAGE')
    const kept = ['.html', '.rsc', '.meta', '.segments'].map((suffix) => html.replace(/\.html$/, suffix))
    await Promise.all(kept.map((file) => rm(file, { recursive: true, force: true })))
  }
}

/** A rendered page that answers 404, other than the build's own not-found page. */
function isNotFoundPage(key, data) {
  return data?.kind === 'APP_PAGE' && data.status === 404 && !key.startsWith('/_')
}
