/**
 * A mutation that tells the user how it went: the server's message (or the given one) as a
 * success snack, the error's message as an error snack, and the listed queries read again.
 */
import { useMutation, useQueryClient, type QueryKey } from '../../api/queries.js';
import { useSnack } from '../../ui/Snack.js';

export function useSnackMutation<Input, Output>(options: {
  mutationFn: (input: Input) => Promise<Output>;
  success: string | ((output: Output, input: Input) => string);
  invalidates: QueryKey[];
  onSuccess?: (output: Output, input: Input) => void;
}) {
  const queryClient = useQueryClient();
  const snack = useSnack();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (output, input) => {
      snack(
        typeof options.success === 'function' ? options.success(output, input) : options.success,
      );
      options.onSuccess?.(output, input);
      await Promise.all(
        options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => snack(error.message, 'error'),
  });
}
