/** The clipart library, loaded on demand where it is opened. */
export const loadClipartLibrary = () => import('./ClipartLibrary');
