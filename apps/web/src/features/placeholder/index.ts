/** The notice a menu screen shows until its module is built. */
export { NotBuiltPage } from './NotBuiltPage';
