/** The rate-limit keys of sign-in: per address, and per address-and-account pair (never per account alone). */
export const LOGIN_KEYS = {
  address: (address: string) => `login:ip:${address}`,
  pair: (address: string, email: string) => `login:pair:${address}:${email}`,
  /** Every pair of an address is `pairPrefix(address)…`; every pair of an account is `login:pair:…:email`. */
  pairPrefix: (address: string) => `login:pair:${address}:`,
} as const;
