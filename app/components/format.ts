/** '277' → '277V'; '120-277V' stays as it is. */
export function formatVoltage(voltage: string): string {
  return /v$/i.test(voltage.trim()) ? voltage.trim() : `${voltage.trim()}V`;
}
