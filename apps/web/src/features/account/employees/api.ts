import type {
  Employee,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

const employeeKeys = {
  all: () => queryKeys.route('/client/get-all-employees', {}),
};

export function useEmployees() {
  return useRouteQuery('/client/get-all-employees', {});
}

/** A new employee, or an existing one with its id. */
export type EmployeeInput = RouteInput<'/client/employee/add'> | RouteInput<'/client/employee/update'>;

function writeEmployees(queryClient: QueryClient, update: (employees: Employee[]) => Employee[]) {
  queryClient.setQueryData<RouteResponse<'/client/get-all-employees'>>(employeeKeys.all(), (answer) =>
    answer ? { ...answer, employees: update(answer.employees) } : answer,
  );
  // Each location counts its employees.
  markStale(queryClient, ['/client/get-locations']);
}

export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/employee/add'>, ApiError, EmployeeInput>({
    mutationFn: (input) =>
      'id' in input
        ? callOrThrow('/client/employee/update', input)
        : callOrThrow('/client/employee/add', input),
    onSuccess: ({ employee }) =>
      writeEmployees(queryClient, (employees) =>
        employees.some((e) => e.id === employee.id)
          ? employees.map((e) => (e.id === employee.id ? employee : e))
          : [...employees, employee],
      ),
  });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/employee/delete'>, ApiError, Employee>({
    mutationFn: (employee) => callOrThrow('/client/employee/delete', { employeeId: employee.id }),
    onSuccess: (_answer, employee) =>
      writeEmployees(queryClient, (employees) => employees.filter((e) => e.id !== employee.id)),
  });
}
