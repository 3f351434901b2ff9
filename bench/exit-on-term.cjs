// Loaded into the API by bench/lib.mjs under BENCH_CPU_PROF: SIGTERM exits cleanly so V8 writes the CPU profile.
process.on('SIGTERM', () => process.exit(0));
