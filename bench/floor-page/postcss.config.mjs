export { default } from '../../postcss.config.mjs'
