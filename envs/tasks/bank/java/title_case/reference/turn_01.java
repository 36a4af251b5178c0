import java.util.ArrayList;
import java.util.List;

/** Title case. */
public final class Titles {
    private Titles() {
    }

    /** The text with every word capitalised. */
    public static String titleCase(String text) {
        String[] words = text.split(" ", -1);
        List<String> out = new ArrayList<>();
        for (String word : words) {
            String lower = word.toLowerCase();
            out.add(lower.isEmpty() ? lower : Character.toUpperCase(lower.charAt(0)) + lower.substring(1));
        }
        return String.join(" ", out);
    }
}
