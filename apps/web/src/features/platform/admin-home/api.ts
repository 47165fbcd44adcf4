import { useRouteQuery } from '../../../api/useRouteQuery';

export const useAdminFigures = () => useRouteQuery('/admin/home/figures', {});
