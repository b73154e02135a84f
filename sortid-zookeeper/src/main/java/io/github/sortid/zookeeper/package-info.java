/**
 * SCRU64 node IDs leased from Apache ZooKeeper, through the user's own Curator client: {@link
 * io.github.sortid.zookeeper.Scru64NodeLease} claims a node ID in a realm (a znode path) and
 * generates IDs with it, so that no two processes of the realm ever issue the same SCRU64 ID.
 */
package io.github.sortid.zookeeper;
