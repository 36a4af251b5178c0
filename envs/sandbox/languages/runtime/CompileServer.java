import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * A warm javac: one long-lived JVM that compiles each job in-process through
 * {@code javax.tools}, reusing one file manager (the JDK's class index stays loaded), so a turn
 * pays for compiling, not for starting and warming a compiler. It never loads or runs the code
 * it compiles (the host passes {@code -proc:none}).
 *
 * <p>Protocol: one request per line, the javac arguments separated by NUL characters (those
 * ending in {@code .java} are the sources); one JSON line per answer:
 * {@code {"ok": true|false, "diagnostics": "..."}}.
 */
public final class CompileServer {
    private CompileServer() {}

    /** Serves requests on standard input until it closes. */
    public static void main(String[] args) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager files =
            javac.getStandardFileManager(null, null, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(
            new InputStreamReader(System.in, StandardCharsets.UTF_8));
        System.out.println("{\"ready\": true}");
        System.out.flush();
        String request;
        while ((request = in.readLine()) != null) {
            List<String> options = new ArrayList<>();
            List<String> sources = new ArrayList<>();
            for (String part : request.split("\u0000")) {
                if (part.endsWith(".java")) {
                    sources.add(part);
                } else if (!part.isEmpty()) {
                    options.add(part);
                }
            }
            StringWriter diagnostics = new StringWriter();
            boolean ok;
            try {
                Iterable<? extends JavaFileObject> units =
                    files.getJavaFileObjectsFromStrings(sources);
                ok = javac.getTask(diagnostics, files, null, options, null, units).call();
            } catch (RuntimeException failure) {
                ok = false;
                diagnostics.write(failure.toString());
            }
            System.out.println("{\"ok\": " + ok + ", \"diagnostics\": \""
                + escape(diagnostics.toString()) + "\"}");
            System.out.flush();
        }
    }

    private static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
