export declare function chromiumPath(): string | undefined;
