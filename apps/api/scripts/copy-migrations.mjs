// drizzle's migrator reads SQL files at run time: ship them next to the compiled code.
import { cpSync } from 'node:fs';
cpSync(new URL('../drizzle', import.meta.url), new URL('../dist/drizzle', import.meta.url), { recursive: true });
