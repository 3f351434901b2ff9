/** Text colours for a receiver's answer that keep AA contrast on the tables' striped rows, light and dark. */
export const OK_COLOR = { base: 'green.700', _dark: 'green.300' };
export const BAD_COLOR = { base: 'red.700', _dark: 'red.300' };
