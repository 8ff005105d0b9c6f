// heic-decode ships no types: the calls the profile pictures use.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  type HeifImages = HeifImage[] & { dispose(): void };
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    /** Every image of the file with its size, decoded on demand; call dispose() when done. */
    function all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<HeifImages>;
  }
  export = decode;
}
