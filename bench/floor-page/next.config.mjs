/** The floor page's build: the site's own rendering options (stylesheet inlined), nothing else. */
const config = { distDir: process.env.NEXT_DIST_DIR || '.next', poweredByHeader: false, experimental: { inlineCss: true } }
export default config
