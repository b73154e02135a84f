/**
 * JMH benchmarks of sortid's generators and codecs, each next to the equivalent operations of the
 * peer libraries, so that the report compares them within one run on one machine.
 *
 * <p>Every benchmark measures the average time per operation, except {@link
 * io.github.sortid.bench.TwoThreadLatencyBenchmark}, which samples single calls for their tail
 * percentiles. {@code *Benchmark} classes run on one thread; {@link
 * io.github.sortid.bench.TwoThreadBenchmark} and {@link
 * io.github.sortid.bench.TwoThreadLatencyBenchmark} run on two threads that share one generator,
 * the way a server's request threads share one.
 */
package io.github.sortid.bench;
