import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  language: string;
  clientAddress: string;
}

export function createContactRepository(db: Database) {
  return {
    async save(message: ContactMessage): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('contact message not stored');
      return row;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
