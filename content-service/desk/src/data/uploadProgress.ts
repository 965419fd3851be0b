/** How far the files of the form being saved have been sent, for the form to show. */
export interface UploadProgress {
  sent: number;
  total: number;
}

let current: UploadProgress | null = null;
const listeners = new Set<() => void>();

export const uploadProgress = {
  get: () => current,
  set(progress: UploadProgress | null) {
    current = progress;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
