import type { BackOfficeAppResponse as RouteResponse, SupportChannels } from '@premia/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

const channelsKey = () => queryKeys.route('/admin/configuration/get-whatsapp', {});

export function useSupportChannels() {
  return useRouteQuery('/admin/configuration/get-whatsapp', {}, { staleTime: 60_000 });
}

/** The saved channels replace the cached ones, and the web app's config (the owners' WhatsApp link). */
function written(queryClient: QueryClient, channels: SupportChannels) {
  const { supportPhone, whatsappNumber, whatsappMessage } = channels;
  queryClient.setQueryData<RouteResponse<'/admin/configuration/get-whatsapp'>>(channelsKey(), {
    s: 'ok',
    supportPhone,
    whatsappNumber,
    whatsappMessage,
  });
  queryClient.setQueryData<RouteResponse<'/general/client-config'>>(queryKeys.clientConfig(), (config) =>
    config ? { ...config, supportPhone, supportMessage: whatsappMessage } : config,
  );
}

export function useSaveSupportPhone() {
  const queryClient = useQueryClient();
  return useRouteMutation('/admin/configuration/save-support-phone', {
    onSuccess: (answer) => written(queryClient, answer),
  });
}

export function useSaveWhatsApp() {
  const queryClient = useQueryClient();
  return useRouteMutation('/admin/configuration/update-whatsapp', {
    onSuccess: (answer) => written(queryClient, answer),
  });
}
