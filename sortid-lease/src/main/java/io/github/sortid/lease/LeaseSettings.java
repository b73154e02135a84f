package io.github.sortid.lease;

import io.github.sortid.scru64.Scru64CounterMode;
import java.time.Duration;
import java.time.InstantSource;

/** What a lease's builder set, whatever the store. */
record LeaseSettings(
    int nodeIdSize,
    Duration reservationWindow,
    Duration acquireTimeout,
    Duration rollbackAllowance,
    Scru64CounterMode counterMode,
    InstantSource clock) {}
