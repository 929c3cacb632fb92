import type { ChatHistoryItem, websiteChatbotRoutes } from '@urosim/contracts';
import { apiClient, routeRef } from '../../api/client';

const chatRoute = routeRef<typeof websiteChatbotRoutes.chat>('post', '/api/v1/website-chatbot/chat');

/** Sends a visitor's message with the conversation so far. */
export const sendWebsiteChat = (message: string, history: ChatHistoryItem[]) =>
  apiClient.call(chatRoute, { body: { message, history } });
