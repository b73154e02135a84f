/**
 * JMH benchmarks of sortid's generators and codecs, each next to the equivalent operations of the
 * peer libraries, so that the report compares them within one run on one machine.
 *
 * <p>Every benchmark measures the average time per operation. {@code *Benchmark} classes run on one
 * thread; {@link io.github.sortid.bench.TwoThreadBenchmark} runs the generators on two threads that
 * share one generator, the way a server's request threads share one.
 */
package io.github.sortid.bench;
