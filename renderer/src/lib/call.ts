import type { IpcChannel, IpcRequest, IpcResponse } from '@shared/ipc/contract';
import { api } from '../api/bridge';
import { useNoticeStore } from '../stores/notices';

/**
 * Invokes a channel and reports any failure to the error banner; callers get the value or undefined and never have to
 * remember to surface the error themselves.
 */
export async function call<C extends IpcChannel>(
  channel: C,
  request: IpcRequest<C>,
  context?: string,
): Promise<IpcResponse<C> | undefined> {
  const result = await api.invoke(channel, request);
  if (result.ok) return result.value;
  useNoticeStore().report(result.error, context);
  return undefined;
}
