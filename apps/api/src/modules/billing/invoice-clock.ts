const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Now" for the invoices' "issue now" check (has the period ended?). Real time, run ahead by
 * CLOCK_OFFSET_DAYS where the configuration allows it (a browser test's server; refused in
 * production at boot), so a test can issue the invoice of the week it paid an order in. Orders,
 * payments and the scheduled run keep the real calendar.
 */
export class InvoiceClock {
  constructor(private readonly offsetDays = 0) {}

  now(): Date {
    return new Date(Date.now() + this.offsetDays * DAY_MS);
  }
}
