/** The floor page's build: the site's own rendering options (one stylesheet file, not inlined), nothing else. */
const config = { distDir: process.env.NEXT_DIST_DIR || '.next', poweredByHeader: false }
export default config
