import { expect, type Page } from "@playwright/test";

/**
 * Signed-in staff open the order in the back office, start processing it and ship it with UPS Freight;
 * answers the tracking number (unique per run).
 */
export async function staffShipsOrder(staff: Page, orderNumber: string): Promise<string> {
  await staff.goto(`/admin/orders?q=${orderNumber}`);
  await staff.getByRole("link", { name: orderNumber }).click();
  await staff.getByRole("button", { name: "Start processing" }).click();
  await expect(staff.getByRole("status")).toHaveText("The order is processing.");
  const trackingNumber = `1Z${Date.now()}`;
  await staff.getByLabel("Carrier").fill("UPS Freight");
  await staff.getByLabel("Tracking number").fill(trackingNumber);
  await staff.getByRole("button", { name: "Record shipment and mail the buyer" }).click();
  await expect(staff.getByRole("status")).toContainText("Shipped with UPS Freight");
  return trackingNumber;
}
