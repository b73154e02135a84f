/**
 * jcstress tests of the generators' publish races: two threads call one shared generator at once,
 * on the real hardware and under the JIT compilers' real code, and an arbiter classifies the IDs
 * they got. Each test is a state and its actors; {@link io.github.sortid.jcstress.Subjects} builds
 * the generators, {@link io.github.sortid.jcstress.Race} holds one sample's IDs and {@link
 * io.github.sortid.jcstress.Verdicts} grades them. The {@code Broken*} tests run deliberately
 * faulty generators, which the grading must catch; the default run leaves them out.
 */
package io.github.sortid.jcstress;
