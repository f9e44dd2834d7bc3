import { readSendFailure } from '@ama/platform';

/**
 * Sends a write about one record; refused because the record changed or went meanwhile (another member
 * of staff, the customer), the page reads it again, so what it shows is the record as it is now. The
 * refusal still goes to the caller, which says why.
 */
export async function sendOrRefresh<Sent>(send: () => Promise<Sent>, onRefresh: () => void, statuses: readonly number[] = [409, 404]): Promise<Sent> {
  try {
    return await send();
  } catch (error) {
    if (statuses.includes(readSendFailure(error).status ?? 0)) onRefresh();
    throw error;
  }
}
