import java.util.ArrayDeque;
import java.util.Deque;

/** Bracket matching. */
public final class Brackets {
    private Brackets() {
    }

    /** Whether the brackets (), [] and {} of text are balanced. */
    public static boolean isBalanced(String text) {
        return check(text, "()[]{}");
    }

    private static boolean check(String text, String pairs) {
        Deque<Character> open = new ArrayDeque<>();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int k = pairs.indexOf(c);
            if (k < 0) {
                continue;
            }
            if (k % 2 == 0) {
                open.push(pairs.charAt(k + 1));
            } else if (open.isEmpty() || open.pop() != c) {
                return false;
            }
        }
        return open.isEmpty();
    }
}
