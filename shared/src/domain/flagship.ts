/** The flagship plan is product 2, the calculator's default product. */
export const flagshipProductId = 2;
