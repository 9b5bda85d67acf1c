/**
 * Public branding (SPEC §1: office address, phone, e-mail, social links, app
 * store links, flight and hotel booking links): GET /api/app/config.
 * Shared by the footer, the download-app modal and coming-soon pages.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfigResponse, Branding } from '@seva/contracts';
import { api } from './api-client';

export const getBranding = async (): Promise<Branding> => (await api.get<AppConfigResponse>('/app/config')).data;

export const brandingQueryOptions = () =>
  queryOptions({ queryKey: ['branding'], queryFn: getBranding, staleTime: 5 * 60_000 });

export function useBranding() {
  return useQuery(brandingQueryOptions());
}
