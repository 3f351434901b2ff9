import { walkEveryMenu } from './a11y-walk';

/** Every menu screen of every role in German (long labels), checked by axe-core as in English (accessibility.spec.ts). */
walkEveryMenu('de');
