package io.github.sortid.internal;

import java.util.random.RandomGenerator;

/**
 * A random source whose draws nobody relies on as a sequence: a draw that is made and not used
 * changes no ID that comes after it. The generators' default randomness is one (each thread's
 * stream is seeded from the operating system's entropy and nobody can replay it); a source the user
 * passes is not, since a seeded source must give the references' exact IDs, draw for draw.
 *
 * <p>From such a source a generator may compute a step before it knows that it will take it, and
 * drop it with its draws ({@link GeneratorCore}).
 */
public interface UnsequencedRandom extends RandomGenerator {}
