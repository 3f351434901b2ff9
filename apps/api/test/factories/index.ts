/** Test factories per module: `t.newUser()`, `t.newGroup()`, `t.newFile()` on TestApp call these. */
export * from './users';
export * from './groups';
export * from './files';
export * from './doc';
export * from './render';
export * from './catalogue';
export * from './logistics';
export * from './orders';
