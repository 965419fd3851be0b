/** What an album's photo says to someone who cannot see it: its caption when it has one, else the
 * album's title and where the photo stands in it ("Annual Sports Day, photo 3 of 8"). */
export function albumPhotoAlt(album: string, caption: string | undefined, index: number, count: number): string {
  return caption?.trim() || `${album}, photo ${index + 1} of ${count}`;
}
