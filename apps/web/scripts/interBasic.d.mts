export declare const INTER_BASIC_CODE_POINTS: readonly number[];
export declare function interBasicUnicodeRange(): string;
export declare function interBasicFont(): Promise<Buffer>;
export const INTER_BASIC_WEIGHTS: { min: number; max: number };
