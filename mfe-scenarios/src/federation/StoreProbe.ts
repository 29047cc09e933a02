import { reportStoreInstance } from '@portal/shared';

/**
 * Exposed as './StoreProbe': reports which copy of @portal/shared this remote runs with. The shell calls it
 * after a page of this remote loads; the e2e journey checks it is the shell's copy (one session, one set of flags).
 */
export default function storeProbe(remoteName: string): string {
  return reportStoreInstance(remoteName);
}
