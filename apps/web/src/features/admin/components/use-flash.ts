import { useCallback, useEffect, useState } from 'react';

/** A success message that hides after 3 s; failures stay until the next action. */
export function useFlash() {
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), 3000);
    return () => clearTimeout(timer);
  }, [success]);
  const succeed = useCallback((message: string) => {
    setFailure(null);
    setSuccess(message);
  }, []);
  const fail = useCallback((message: string) => {
    setSuccess(null);
    setFailure(message);
  }, []);
  return { success, failure, succeed, fail };
}
